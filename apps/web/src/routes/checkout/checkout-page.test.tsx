import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { courseOrderFixture, sessionFixture } from '../../mocks/fixtures';
import { renderApp } from '../../test/render-app';

/** Every path the router went to, redirects included (a player's own loader may move on). */
function visited(router: ReturnType<typeof renderApp>['router']) {
  const paths: string[] = [];
  router.subscribe((state) => {
    const location = state.navigation.location ?? state.location;
    paths.push(`${location.pathname}${location.search}`);
  });
  return paths;
}

async function agreeAndContinue(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Phone'), '+37369123456');
  await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
}

describe('checkout of a course, for a visitor', () => {
  it('goes to login with the redirect back to the checkout', async () => {
    const { router } = renderApp('/ro/checkout?course=5');
    await screen.findByRole('heading', { level: 1 });
    expect(router.state.location.pathname).toBe('/ro/login');
    expect(router.state.location.search).toBe(
      `?redirect=${encodeURIComponent('/ro/checkout?course=5')}`,
    );
  });
});

describe('checkout of a course', () => {
  beforeEach(() => sessionStorage.setItem('session', JSON.stringify(sessionFixture)));

  it('shows the course summary and the prefilled contact, and refuses without the terms', async () => {
    const user = userEvent.setup();
    renderApp('/en/checkout?course=5');

    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(summary).toHaveTextContent('Biorevitalizare și mezoterapie');
    expect(summary).toHaveTextContent('220 €');
    expect(screen.getByLabelText('First name')).toHaveValue('Ana');
    expect(screen.getByLabelText('Surname')).toHaveValue('Rusu');
    expect(screen.getByLabelText('E-mail')).toHaveValue('ana.rusu@academia.md');

    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('You must agree to the terms and conditions')).toBeVisible();
    expect(screen.getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
  });

  it('orders, pays after a declined card, and thanks the buyer with the course to open', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/en/checkout?course=9');
    await agreeAndContinue(user);

    const order = courseOrderFixture(9);
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
    expect(router.state.location.search).toBe(`?order=${order.id}`);
    expect(screen.getByRole('region', { name: 'Order summary' })).toHaveTextContent(
      `Order #${order.id}`,
    );
    expect(screen.getByText('Test mode: no money is charged')).toBeVisible();
    expect(screen.getByLabelText('Name on the card')).toHaveValue('Ana Rusu');

    await user.type(screen.getByLabelText('Card number'), '4000000000000002');
    await user.type(screen.getByLabelText('Expiry date (MM/YY)'), '1230');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.click(screen.getByRole('button', { name: /^Pay/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your bank declined the payment');
    expect(router.state.location.pathname).toBe('/en/payment');

    await user.clear(screen.getByLabelText('Card number'));
    await user.type(screen.getByLabelText('Card number'), '4242424242424242');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.click(screen.getByRole('button', { name: /^Pay/ }));

    const thanks = await screen.findByRole('heading', {
      level: 1,
      name: 'Your order has been successfully completed!',
    });
    expect(router.state.location).toMatchObject({
      pathname: '/en/checkout-success',
      search: `?order=${order.id}`,
    });
    const page = within(thanks.closest('section') as HTMLElement);
    expect(page.getByText('A receipt has been sent to ana.rusu@academia.md.')).toBeVisible();
    expect(page.getByRole('link', { name: 'Start the course' })).toHaveAttribute(
      'href',
      '/en/course-inner/209',
    );
    expect(page.getByRole('link', { name: 'My orders' })).toHaveAttribute(
      'href',
      '/en/dashboard/orders',
    );
  });

  it('opens a free course at once', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/en/checkout?course=3');
    const paths = visited(router);
    await agreeAndContinue(user);
    await expect.poll(() => paths).toContain('/en/course-inner/203');
  });

  it('sends a course already owned straight to its player', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/en/checkout?course=4');
    const paths = visited(router);
    await agreeAndContinue(user);
    await expect.poll(() => paths).toContain('/en/course-inner/12');
  });

  it('shows the cart without a course: an empty one links to the shop', async () => {
    renderApp('/en/checkout');
    expect(await screen.findByRole('link', { name: 'Go to the shop' })).toBeVisible();
  });
});
