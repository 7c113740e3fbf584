import { expect, headerControl, logIn, test } from './fixtures';

/** The README's demo client: no diploma, in the Russian Federation (read only here). */
const CLIENT_RU = { email: 'client.ru@academy.demo', password: 'Demo12345!' };

/**
 * Issue 22: client.ru saw "not available in your region" in the header and on the listing, yet
 * a product page sold to them. One rule now (the contract's shopGate): a client of a shop country
 * shops in the client catalogue, at the client prices, everywhere.
 */
test('the demo client in Russia shops the client catalogue in the header, listing and product page', async ({
  page,
  request,
}) => {
  await logIn(page, CLIENT_RU, '/en/shop-category');
  await expect(page.getByRole('heading', { level: 1, name: 'Cosmetics shop' })).toBeVisible();
  await expect(page.getByText('not available in your region')).toHaveCount(0);
  const shopLink = await headerControl(page, 'link', 'Shop');
  await expect(shopLink).toHaveAttribute('href', '/en/shop-category');

  // The listing's first card, priced as the server prices it for this client.
  const login = await request.post('/api/auth/token/login/', {
    data: { username: CLIENT_RU.email, password: CLIENT_RU.password },
  });
  const { auth_token: token } = await login.json();
  const card = page.getByRole('article').first();
  const link = card.getByRole('heading').getByRole('link');
  const id = (await link.getAttribute('href'))?.split('/').pop();
  const answer = await request.get(`/api/en/shop/product/${id}/?is_active_for_client_ru=true`, {
    headers: { Authorization: `Token ${token}` },
  });
  expect(answer.status()).toBe(200);
  const product = (await answer.json()) as { title: string; client_price_ru: number };
  const amount = card.locator('[data-slot="amount"]');
  await expect(amount).toContainText(
    new Intl.NumberFormat('en', { maximumFractionDigits: 1 }).format(product.client_price_ru),
  );
  await expect(amount).toContainText(/₽|RUB/);
  const price = await amount.textContent();

  await link.click();
  await expect(page).toHaveURL(new RegExp(`/en/shop-item/${id}$`));
  const heading = page.getByRole('heading', { level: 1, name: product.title });
  await expect(heading).toBeVisible();
  const detail = page.getByRole('article').filter({ has: heading });
  await expect(detail.locator('[data-slot="amount"]').first()).toHaveText(price ?? '');
  await expect(detail.getByRole('button', { name: 'Add to cart' })).toBeVisible();
  await expect(await headerControl(page, 'link', 'Shop')).toHaveAttribute(
    'href',
    '/en/shop-category',
  );
  await expect(page.getByText('not available in your region')).toHaveCount(0);
});
