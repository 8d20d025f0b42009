/**
 * The demo account's public plans: real catalog videos in a teaching order, so a new installation's
 * explore page shows something worth opening. Every id must exist in catalog/videos.json (the seed checks).
 */

export const DEMO_USER = {
  email: 'demo@learnstack.app',
  firstName: 'Demo',
  lastName: 'Learner',
} as const;

export interface DemoPlan {
  key: string;
  title: string;
  description: string;
  color: 'blue' | 'green' | 'purple' | 'pink' | 'orange' | 'teal';
  youtubeIds: string[];
}

export const DEMO_PLANS: DemoPlan[] = [
  {
    key: 'cs',
    title: 'Computer Science Fundamentals',
    description:
      'The core ideas behind every program: measuring an algorithm with Big O, arrays and linked lists, binary search, recursion, the classic sorts, trees, graph search and dynamic programming.',
    color: 'blue',
    youtubeIds: [
      'iOq5kSKqeR4', // Harvard CS50 - Asymptotic Notation
      'V6mKVRU1evU', // Big O Notations (general quick tutorial)
      'tI_tIZFyKBw', // Arrays CS50
      '2T-A_GFuoTo', // Linked Lists CS50
      'D5SrAga1pno', // Binary Search
      'ngCos392W4w', // 5 Simple Steps for Solving Any Recursive Problem
      'GCae1WNvnZM', // Merge Sort
      'y_G9BkAm6B8', // Quicksort
      '9RHO6jU--GU', // Binary tree traversal
      'uWL6FJhq5fM', // BFS and DFS
      'r4-cftqTcdI', // 6.006 Dynamic Programming I
    ],
  },
  {
    key: 'data',
    title: 'Data Science Foundations',
    description:
      'Descriptive statistics and probability first (mean, spread, Bayes, the central limit theorem, p-values), then the Python tools of daily data work: Jupyter, NumPy, pandas and data cleaning.',
    color: 'purple',
    youtubeIds: [
      'k3aKKasOmIw', // Finding mean, median, and mode
      'E4HAYd0QnRc', // Range, variance and standard deviation
      'uzkc-qNVoOk', // Probability explained
      'HZGCoVF3YvM', // Bayes theorem
      'zeJD6dqJ5lo', // The Central Limit Theorem
      '-FtlH4svqx4', // Hypothesis testing and p-values
      'h8caJq2Bb9w', // How to use Jupyter Notebooks
      'P-JjV6GBCmk', // NumPy introduction
      '0xACW-8cZU0', // Pandas introduction
      'ovYNhnltVxY', // Data cleaning introduction
    ],
  },
  {
    key: 'nn',
    title: 'Neural Networks from the Ground Up',
    description:
      'What a neural network is, how gradient descent and backpropagation make it learn, then building one from scratch in code and seeing how the same ideas grow into transformers and large language models.',
    color: 'teal',
    youtubeIds: [
      'aircAruvnKk', // But what is a neural network?
      'IHZwWFHWa-w', // Gradient descent, how neural networks learn
      'Ilg3gGewQ5U', // Backpropagation, intuitively
      'VMj-3S1tku0', // The spelled-out intro to neural networks and backpropagation
      'LPZh9BOjkQs', // Large Language Models explained briefly
      'wjZofJX0v4M', // Transformers, explained visually
      'kCc8FmEb1nY', // Let's build GPT: from scratch, in code
    ],
  },
  {
    key: 'design',
    title: 'Design Basics',
    description:
      'How people think about interfaces, what makes design feel good, the rules of typography, and the research habits (personas, usability tests) that keep a design honest, finishing with hands-on Figma.',
    color: 'pink',
    youtubeIds: [
      '9gM8K4ooavY', // UX Design Basics: Mental Models
      'RlQEoJaLQRA', // The three ways that good design makes you happy
      'rCEF3ezhlfo', // 7 Rules for Creating Gorgeous UI
      'wOgIkxAfJsk', // The History of Typography
      'QrNi9FmdlxY', // Typography Tutorial - 10 rules
      'O3fVMm-Ef0Y', // Improving Web and Mobile App Typography
      'u44pBnAn7cM', // Creating Personas for UX Research
      'VTW1yYUqBm8', // Usability testing demo
      '4HSK6-TFUzQ', // Figma 101 Crash Course
      'c9Wg6Cb_YlU', // UI/UX Design Tutorial in Figma
    ],
  },
  {
    key: 'personal',
    title: 'Personal Growth',
    description:
      'Learning how to learn: growth mindset, deliberate practice, how memory works, beating procrastination, motivation and bias, and speaking so that people listen.',
    color: 'green',
    youtubeIds: [
      'JC82Il2cjqA', // You Can Learn Anything
      '5eW6Eagr9XA', // The 4 things it takes to be an expert
      'rhgwIhB58PA', // The Biggest Myth in Education
      'bSycdIx-C48', // How We Make Memories
      'HVWbrNls-Kw', // Remembering and Forgetting
      'arj7oStGLkU', // Inside the Mind of a Master Procrastinator
      '9hdSLiHaJz8', // The Power of Motivation
      '75g4d5sF3xI', // Brains vs. Bias
      'eIho2S0ZahI', // How to speak so that people want to listen
      'a2MR5XbJtXU', // The surprising secret to speaking with confidence
    ],
  },
  {
    key: 'languages',
    title: 'Languages',
    description:
      'Choosing a language and learning it as an adult: how languages differ, study habits that stick, pronunciation, how the brain acquires language, and keeping several languages apart.',
    color: 'orange',
    youtubeIds: [
      'NG3r5N6ES3M', // The 10 Most Widely Spoken Languages in the World
      'QaEZ5_hfEc4', // What's the Easiest Language to Learn?
      'KGGwZI9PCaY', // Can Adults Learn Languages The Same Way That Kids Do?
      'dvMex7KXLvM', // Discover Your Learning Style and Optimize Your Self Study
      'ZPoIr_LFCsw', // Consistency is KING
      'FJbVQjX7ijQ', // The Huge Importance of Phonology
      's9shPouRWCs', // Language: Crash Course Psychology
      '3PPveTB9Iik', // How to Speak Multiple Languages Without Mixing Them Up
      '_ddS3jqZksA', // Reactivate an Inactive Language
    ],
  },
];

export const DEMO_GROUP = {
  name: 'Road to Machine Learning',
  description: 'Statistics and Python data tools first, then neural networks: the two plans in the order to take them.',
  color: 'purple' as const,
  planKeys: ['data', 'nn'],
};
