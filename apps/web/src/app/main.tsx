import '../styles.css';
import { start } from './start.tsx';

start();
