import { expect, test } from '../../support/test';

const MESSAGE = 'Por favor escribí al menos 3 letras';

test('the 3-letter rule: empty does nothing, 1–2 letters show the message, 3 clear it and search', async ({
  page,
}) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  const headerBox = header.getByRole('searchbox', { name: 'Buscar productos' });

  await headerBox.press('Enter');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);

  await headerBox.fill('  ry  ');
  await headerBox.press('Enter');
  await expect(header.getByRole('alert')).toHaveText(MESSAGE);
  await expect(headerBox).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/$/);

  // The bottom box: the message goes away as soon as 3 letters are typed.
  const bottom = page.getByRole('region', { name: 'Los mejores productos al mejor precio' });
  const bottomBox = bottom.getByRole('searchbox', { name: 'Buscar productos' });
  await bottomBox.fill('ry');
  await bottom.getByRole('button', { name: 'Buscar' }).click();
  await expect(bottom.getByRole('alert')).toHaveText(MESSAGE);
  await bottomBox.press('End');
  await bottomBox.pressSequentially('z');
  await expect(bottom.getByRole('alert')).toHaveCount(0);
  await bottomBox.press('Enter');
  await expect(page).toHaveURL(/\/search-result\/\?wordKey=ryz&page=1$/);
});
