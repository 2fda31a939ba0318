import { FEEDBACK_CATEGORY_LABELS, type FeedbackCategory } from '../../../../core/feedback/feedback.schema.ts';
import { Badge } from '../../../components/ui/badge.tsx';

export function CategoryBadge({ category }: { category: FeedbackCategory }) {
  return <Badge tone={category === 'report' ? 'warning' : 'info'}>{FEEDBACK_CATEGORY_LABELS[category]}</Badge>;
}
