import type { Locator } from '@playwright/test';
import { useSession } from '../../support/auth';
import { devSignIn } from '../../support/back-office';
import { expect, test } from '../../support/test';

/* Issue 7: the Estadísticas dashboard on the demo data (the demo seed writes 90 days of events). */

/** 'YYYY-MM-DD' moved by `days`. */
function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A chart's text alternative ('<title>: <label> <count>, …'). */
async function chartLabel(chart: Locator): Promise<string> {
  return (await chart.getAttribute('aria-label')) ?? '';
}

test('Estadísticas: summary cards, daily visits, ranking with trophies, both pies with their dates', async ({
  page,
  request,
}) => {
  await useSession(page, await devSignIn(request));
  await page.goto('/back-office');
  await page.getByRole('navigation', { name: 'Módulos' }).getByRole('link', { name: 'Estadísticas' }).click();
  await expect(page).toHaveURL(/\/back-office\/statistics$/);
  await expect(page.getByRole('heading', { name: 'Estadísticas', level: 1 })).toBeVisible();
  await expect(page.getByText('results of the last 15 days')).toBeVisible();

  // The four cards, each with a number.
  const summary = page.getByRole('list', { name: 'Resumen' });
  for (const title of ['Visitas', 'Redirecciones', 'Consultas', 'Productos']) {
    const card = summary.getByRole('listitem', { name: title, exact: true });
    await expect(card).toContainText(new RegExp(`^${title}[1-9]\\d{0,2}(\\.\\d{3})*$`));
  }

  // Daily visits of the last 15 days, drawn.
  const visits = page
    .getByRole('region', { name: 'Visitas diarias' })
    .getByRole('img', { name: /^Visitas por día: / });
  await expect(visits).toBeVisible();
  const days = (await chartLabel(visits)).replace(/^Visitas por día: /, '').split(', ');
  expect(days).toHaveLength(15);
  for (const day of days) expect(day).toMatch(/^\d{2}\/\d{2} \d+$/);
  expect(days.some((day) => !day.endsWith(' 0'))).toBe(true);
  expect(await visits.evaluate((canvas: HTMLCanvasElement) => canvas.width)).toBeGreaterThan(0);

  // The ranking: trophies for the top 3, then positions; names cut to 38 characters.
  const ranking = page.getByRole('table', { name: 'Productos más visitados' });
  const rows = ranking.getByRole('row');
  await expect(rows.nth(4)).toBeVisible(); // header + at least 4 products
  const trophies = ['1 - Trofeo de oro', '2 - Trofeo de plata', '3 - Trofeo de bronce'];
  for (const [i, trophy] of trophies.entries())
    await expect(
      rows
        .nth(i + 1)
        .getByRole('cell')
        .first()
        .getByRole('img', { name: trophy }),
    ).toBeVisible();
  await expect(rows.nth(4).getByRole('cell').first()).toHaveText('4');
  const names = await ranking.locator('tbody tr td:nth-child(2)').allTextContents();
  for (const name of names) expect(name).toMatch(/^.{1,38}$|^.{38}\.\.\.$/);

  // Both pies: drawn on the last 15 days; both dates required; a narrower range redraws them.
  for (const title of ['Acceso a Categorías', 'Acceso a Tiendas']) {
    const panel = page.getByRole('region', { name: title, exact: true });
    const pie = panel.getByRole('img', { name: new RegExp(`^${title}: `) });
    await expect(pie).toBeVisible();
    const before = await chartLabel(pie);
    expect(before).not.toContain('sin datos');
    const from = panel.getByLabel(`${title} desde`);
    const to = panel.getByLabel(`${title} hasta`);
    const today = await to.inputValue();
    await expect(from).toHaveValue(addDays(today, -14));
    await expect(from).toHaveAttribute('min', '2024-11-30');
    await expect(to).toHaveAttribute('max', today);

    await from.fill('');
    await panel.getByRole('button', { name: 'Consultar' }).click();
    await expect(panel.getByRole('alert')).toHaveText('Por favor, selecciona ambas fechas.');

    await from.fill(addDays(today, -2));
    await panel.getByRole('button', { name: 'Consultar' }).click();
    await expect(panel.getByRole('alert')).toHaveCount(0);
    await expect.poll(() => chartLabel(pie)).not.toBe(before);
    await expect(pie).not.toHaveAttribute('aria-label', /sin datos/);
  }

  // 'Actualizar' reads everything again.
  const reloaded = page.waitForResponse((res) => res.url().includes('/api/estadisticas/visitas-diarias'));
  await page.getByRole('button', { name: 'Actualizar' }).click();
  expect((await reloaded).status()).toBe(200);
  await expect(visits).toBeVisible();
});
