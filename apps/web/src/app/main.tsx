import 'sonner/dist/styles.css';
import '../styles.css';
import { start } from './start.tsx';

start();
