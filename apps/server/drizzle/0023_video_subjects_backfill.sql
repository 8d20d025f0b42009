-- Every stored video gets a subject (decision 0033, amended), by the rules new saves follow.
-- 1. A subject that is one of the eight came from the catalog (nothing else wrote the column); any
--    other value is dropped.
UPDATE videos SET category = NULL WHERE category IS NOT NULL AND category NOT IN ('business', 'health', 'technology', 'design', 'personal', 'languages', 'marketing', 'data');
--> statement-breakpoint
UPDATE videos SET category_source = 'catalog' WHERE category IS NOT NULL;
--> statement-breakpoint
-- 2. The classifier's keyword rules (subject-classifier.ts; a test keeps this list equal to its own) on
--    what is stored: the title scores 2 a keyword, the channel 1; the best wins, ties by the categories'
--    order. YouTube's tags and category were never stored, so they cannot help here.
WITH keywords(subject, keyword) AS (
  VALUES
    ('business', 'business'), ('business', 'management'), ('business', 'manager'), ('business', 'leadership'), ('business', 'entrepreneur'), ('business', 'entrepreneurship'),
    ('business', 'startup'), ('business', 'startups'), ('business', 'finance'), ('business', 'accounting'), ('business', 'economics'), ('business', 'investing'),
    ('business', 'investment'), ('business', 'strategy'), ('business', 'project management'), ('business', 'negotiation'), ('business', 'mba'), ('business', 'product management'),
    ('business', 'bookkeeping'), ('health', 'health'), ('health', 'fitness'), ('health', 'workout'), ('health', 'exercise'), ('health', 'yoga'),
    ('health', 'nutrition'), ('health', 'diet'), ('health', 'meditation'), ('health', 'sleep'), ('health', 'wellness'), ('health', 'mental health'),
    ('health', 'anatomy'), ('health', 'medicine'), ('health', 'medical'), ('health', 'stretching'), ('health', 'cardio'), ('health', 'mindfulness'),
    ('technology', 'python'), ('technology', 'javascript'), ('technology', 'typescript'), ('technology', 'java'), ('technology', 'programming'), ('technology', 'coding'),
    ('technology', 'code'), ('technology', 'software'), ('technology', 'computer'), ('technology', 'computers'), ('technology', 'computer science'), ('technology', 'algorithm'),
    ('technology', 'algorithms'), ('technology', 'web development'), ('technology', 'html'), ('technology', 'css'), ('technology', 'react'), ('technology', 'node'),
    ('technology', 'linux'), ('technology', 'rust'), ('technology', 'golang'), ('technology', 'c++'), ('technology', 'c#'), ('technology', 'developer'),
    ('technology', 'cloud'), ('technology', 'docker'), ('technology', 'kubernetes'), ('technology', 'devops'), ('technology', 'cybersecurity'), ('technology', 'networking'),
    ('technology', 'api'), ('technology', 'git'), ('technology', 'operating system'), ('technology', 'backend'), ('technology', 'frontend'), ('design', 'design'),
    ('design', 'graphic design'), ('design', 'illustration'), ('design', 'drawing'), ('design', 'painting'), ('design', 'art'), ('design', 'photoshop'),
    ('design', 'illustrator'), ('design', 'figma'), ('design', 'typography'), ('design', 'photography'), ('design', 'animation'), ('design', 'ui'),
    ('design', 'ux'), ('design', 'blender'), ('design', 'sketching'), ('design', 'music'), ('design', 'guitar'), ('design', 'piano'),
    ('personal', 'productivity'), ('personal', 'habits'), ('personal', 'motivation'), ('personal', 'mindset'), ('personal', 'self improvement'), ('personal', 'study tips'),
    ('personal', 'communication'), ('personal', 'public speaking'), ('personal', 'confidence'), ('personal', 'time management'), ('personal', 'focus'), ('personal', 'career'),
    ('personal', 'goals'), ('personal', 'personal development'), ('languages', 'language'), ('languages', 'languages'), ('languages', 'english'), ('languages', 'spanish'),
    ('languages', 'french'), ('languages', 'german'), ('languages', 'italian'), ('languages', 'japanese'), ('languages', 'chinese'), ('languages', 'mandarin'),
    ('languages', 'korean'), ('languages', 'portuguese'), ('languages', 'arabic'), ('languages', 'grammar'), ('languages', 'vocabulary'), ('languages', 'pronunciation'),
    ('languages', 'ielts'), ('languages', 'toefl'), ('marketing', 'marketing'), ('marketing', 'sales'), ('marketing', 'seo'), ('marketing', 'advertising'),
    ('marketing', 'branding'), ('marketing', 'social media'), ('marketing', 'copywriting'), ('marketing', 'content marketing'), ('marketing', 'email marketing'), ('marketing', 'selling'),
    ('marketing', 'ecommerce'), ('marketing', 'e commerce'), ('marketing', 'digital marketing'), ('data', 'data'), ('data', 'data science'), ('data', 'data analysis'),
    ('data', 'analytics'), ('data', 'statistics'), ('data', 'machine learning'), ('data', 'deep learning'), ('data', 'neural network'), ('data', 'neural networks'),
    ('data', 'pandas'), ('data', 'numpy'), ('data', 'excel'), ('data', 'tableau'), ('data', 'power bi'), ('data', 'sql'),
    ('data', 'visualization'), ('data', 'regression'), ('data', 'probability'), ('data', 'ai'), ('data', 'artificial intelligence')
),
texts AS (
  SELECT id,
         ' ' || trim(regexp_replace(lower(title), '[^a-z0-9+#]+', ' ', 'g')) || ' ' AS title,
         ' ' || trim(regexp_replace(lower(channel_title), '[^a-z0-9+#]+', ' ', 'g')) || ' ' AS channel
  FROM videos
  WHERE category IS NULL
),
scores AS (
  SELECT t.id, k.subject,
         sum(CASE WHEN strpos(t.title, ' ' || k.keyword || ' ') > 0 THEN 2 ELSE 0 END
           + CASE WHEN strpos(t.channel, ' ' || k.keyword || ' ') > 0 THEN 1 ELSE 0 END) AS score
  FROM texts t CROSS JOIN keywords k
  GROUP BY t.id, k.subject
),
best AS (
  SELECT DISTINCT ON (id) id, subject
  FROM scores
  WHERE score > 0
  ORDER BY id, score DESC, array_position(ARRAY['business', 'health', 'technology', 'design', 'personal', 'languages', 'marketing', 'data']::text[], subject)
)
UPDATE videos SET category = best.subject, category_source = 'rules'
FROM best
WHERE videos.id = best.id;
--> statement-breakpoint
-- 3. The fallback chain (videos.queries.ts fallbackSubjects): the most common subject of the other
--    videos in the plans that hold it, else the first interest of whoever first saved it, else 'personal'.
UPDATE videos v SET category_source = 'fallback', category = coalesce(
  (SELECT o.category FROM plan_videos pv
     JOIN plan_videos po ON po.plan_id = pv.plan_id AND po.video_id <> pv.video_id
     JOIN videos o ON o.id = po.video_id
    WHERE pv.video_id = v.id AND o.category IS NOT NULL
    GROUP BY o.category ORDER BY count(*) DESC, array_position(ARRAY['business', 'health', 'technology', 'design', 'personal', 'languages', 'marketing', 'data']::text[], o.category) LIMIT 1),
  (SELECT ui.category FROM user_interests ui
    WHERE ui.user_id = v.created_by AND ui.category IN ('business', 'health', 'technology', 'design', 'personal', 'languages', 'marketing', 'data')
    ORDER BY ui.created_at, array_position(ARRAY['business', 'health', 'technology', 'design', 'personal', 'languages', 'marketing', 'data']::text[], ui.category) LIMIT 1),
  'personal')
WHERE v.category IS NULL;
