import type { Language } from '@academy/contract/languages';
import type { OrderSummaryProps } from '@academy/ui';
import { courses } from '../../api/courses';
import type { Order } from '../../api/orders';

/** An order as the summary block shows it (payment and success pages), with its course's picture. */
export function orderSummary(order: Order, image: string | null = null): OrderSummaryProps {
  return {
    orderId: order.id,
    items: order.items.map((item, index) => ({
      id: item.id,
      title: item.quantity > 1 ? `${item.title} × ${item.quantity}` : item.title,
      amount: item.line_total,
      image: index === 0 ? image : null,
    })),
    total: order.total,
    currency: order.currency,
    promo: order.promo_code ? { code: order.promo_code, discount: order.discount } : null,
    courses: order.kind === 'course',
  };
}

/** The course a course order buys (its picture, and the access once paid); null if none. */
export async function orderedCourse(language: Language, order: Order) {
  const courseId = order.items.find((item) => item.course !== null)?.course;
  if (courseId == null) return null;
  return courses.detail(language, String(courseId)).catch(() => null);
}
