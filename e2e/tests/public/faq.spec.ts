import { expect, test } from '../../support/test';

test('FAQ: seven questions, one answer open at a time', async ({ page }) => {
  await page.goto('/faq');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Preguntas Frecuentes', level: 1 })).toBeVisible();
  const questions = main.getByRole('heading', { level: 2 }).getByRole('button');
  const answers = main.getByRole('region');
  await expect(questions).toHaveCount(7);
  await expect(answers).toHaveCount(0);

  // Each question controls its answer panel (aria-controls).
  const answerOf = async (index: number) =>
    main.locator(`[id="${await questions.nth(index).getAttribute('aria-controls')}"]`);

  await questions.nth(0).click();
  await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
  await expect(await answerOf(0)).toBeVisible();
  await expect(answers).toHaveCount(1);

  await questions.nth(2).click();
  await expect(questions.nth(2)).toHaveAttribute('aria-expanded', 'true');
  await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false');
  await expect(await answerOf(0)).toBeHidden();
  await expect(await answerOf(2)).toBeVisible();
  await expect(answers).toHaveCount(1);

  // Keyboard: Enter on a focused question opens it and closes the other.
  await questions.nth(5).focus();
  await page.keyboard.press('Enter');
  await expect(questions.nth(5)).toHaveAttribute('aria-expanded', 'true');
  await expect(questions.nth(2)).toHaveAttribute('aria-expanded', 'false');
  await expect(answers).toHaveCount(1);

  // Choosing the open one again closes it.
  await questions.nth(5).click();
  await expect(answers).toHaveCount(0);
});
