import { Globe, Lock } from 'lucide-react';
import { Badge } from './ui/badge.tsx';

/** 'Public' or 'Private' for a plan or group. */
export function VisibilityBadge({ isPublic }: { isPublic: boolean }) {
  return isPublic ? (
    <Badge variant="success">
      <Globe aria-hidden="true" />
      Public
    </Badge>
  ) : (
    <Badge variant="secondary">
      <Lock aria-hidden="true" />
      Private
    </Badge>
  );
}
