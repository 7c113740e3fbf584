import { courseBuyAction, courseCheckoutMachine, courseCheckoutPrefill } from '@academy/machines';
import { CourseCheckout } from '@academy/ui';
import { useActorRef } from '@xstate/react';
import { type LoaderFunctionArgs, redirect, useLoaderData, useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { countries } from '../../api/countries';
import { type CourseDetail, courses } from '../../api/courses';
import { orders } from '../../api/orders';
import { orOnFailure } from '../../app/content-load';
import { PageHead } from '../../app/page-head';
import { pathsFor } from '../../app/paths';
import { useSession } from '../../app/session-provider';
import { currentToken } from '../../app/session-store';
import { languageOf } from '../language-loader';
import { CartCheckout } from './cart-checkout';

/**
 * What is checked out: a course (`?course={id}`), or else the shop's cart. A visitor gets no data: the login guard sends them to login and back. A missing
 * course goes to the catalogue; a course the buyer already has opens its player.
 */
export async function loader(args: LoaderFunctionArgs) {
  const language = languageOf(args);
  const paths = pathsFor(language);
  const courseId = new URL(args.request.url).searchParams.get('course');
  if (courseId === null) {
    // The country list of the order form (without it the country is typed in the city's place),
    // and the last shop order's contact, which the form starts with.
    const [names, lastContact] = await Promise.all([
      countries.list().then(
        (list) => list.map((country) => country.name),
        () => [],
      ),
      currentToken()
        ? orOnFailure('checkout/last-order', lastShopContact(), null)
        : Promise.resolve(null),
    ]);
    return { kind: 'cart' as const, language, countries: names, lastContact };
  }
  if (!currentToken()) return { kind: 'visitor' as const, language };
  const course = await courses.detail(language, courseId).catch(() => null);
  if (!course) throw redirect(paths.category());
  const action = courseBuyAction({
    isLoggedIn: true,
    hasAccess: course.has_access,
    accessId: course.access_id,
    isFree: course.is_free,
    finalPrice: course.final_price,
  });
  if (action.kind === 'watch') throw redirect(paths.courseInner(action.accessId));
  return { kind: 'course' as const, language, course };
}

/** The contact of the buyer's newest shop order (the list is newest first), if any. */
async function lastShopContact() {
  const list = await orders.list();
  return list.find((order) => order.kind === 'shop' && order.contact)?.contact ?? null;
}

/** Checkout (spec 2.1): a course's, or the shop cart's. */
export function Page() {
  const data = useLoaderData<typeof loader>();
  if (data.kind === 'course') return <CourseCheckoutPage {...data} />;
  if (data.kind === 'cart') return <CartCheckout {...data} />;
  return null;
}

function CourseCheckoutPage({
  language,
  course,
}: {
  language: Parameters<typeof pathsFor>[0];
  course: CourseDetail;
}) {
  const navigate = useNavigate();
  const session = useSession();
  const paths = pathsFor(language);
  const go = (path: string, replace = false) => void navigate(path, { replace });
  const actor = useActorRef(
    courseCheckoutMachine.provide({
      actors: {
        purchaseCourse: fromPromise(({ input }) =>
          orders.purchaseCourse(language, course.id, input.body),
        ),
        quoteCourse: fromPromise(({ input }) =>
          orders.quoteCourse(language, course.id, input.promoCode),
        ),
      },
      actions: {
        openPayment: (_, { orderId }) => go(paths.payment({ order: orderId })),
        // A free or owned course: the checkout is not a page to come back to.
        openCourse: (_, { accessId }) => go(paths.courseInner(accessId), true),
        logError: (_, { error }) => console.warn('course checkout', error),
      },
    }),
    {
      input: {
        form: courseCheckoutPrefill({
          name: session.profile?.name,
          login: session.user?.username,
        }),
      },
    },
  );
  const price = course.is_free ? 0 : course.final_price;
  return (
    <div className="max-w-content px-gutter py-section mx-auto w-full">
      <PageHead page="checkout" noindex />
      <CourseCheckout
        actor={actor}
        termsHref={paths.paymentPolicy()}
        summary={{
          items: [{ id: course.id, title: course.title, amount: price, image: course.image }],
          total: price,
          currency: 'EUR',
        }}
      />
    </div>
  );
}
