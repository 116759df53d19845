import { expect, test } from '@playwright/test';
import { company } from '../content/company';
import { routes } from '../lib/routing/routes';

test('the footer has the tagline, about text, link lists, social links and the copyright year', async ({
  page,
}) => {
  await page.goto(routes.about());
  const footer = page.getByRole('contentinfo');
  await expect(
    footer.getByText('Sustainable natural ingredients, sourced with care for a global impact.'),
  ).toBeVisible();
  await expect(footer.getByText(/Kinglife LLC is a Dubai exporter/)).toBeVisible();

  const companyLinks = footer.getByRole('navigation', { name: 'Company' }).getByRole('link');
  await expect(companyLinks).toHaveText(['About', 'Services', 'Events', 'Products', 'Blogs', 'Contact']);
  const helpLinks = footer.getByRole('navigation', { name: 'Help' }).getByRole('link');
  await expect(helpLinks).toHaveText(['Terms and Conditions', 'Privacy Policy', 'My requests']);
  await expect(helpLinks.last()).toHaveAttribute('href', '/account');
  await expect(helpLinks.first()).toHaveAttribute('href', '/terms-and-conditions');

  // Social links come from the general settings (seeded from content/company.ts).
  for (const [name, href] of [
    ['LinkedIn', company.settings.linkedinUrl],
    ['Facebook', company.settings.facebookUrl],
    ['Instagram', company.settings.instagramUrl],
  ]) {
    const link = footer.getByRole('link', { name: new RegExp(`^${name}`) });
    await expect(link).toHaveAttribute('href', href);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  await expect(
    footer.getByText(`© ${new Date().getFullYear()} Kinglife LLC. All rights reserved.`),
  ).toBeVisible();
});

test("/contact shows the footer's content exactly once, like every page", async ({ page }) => {
  // Spec: the shared footer is absent on /contact, and the Contact page has a footer with the
  // same content. Either way a visitor sees it once.
  await page.goto(routes.contact());
  await expect(page.getByRole('heading', { name: 'Get in Touch' })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer).toHaveCount(1);
  await expect(footer.getByText(/Sustainable natural ingredients/)).toHaveCount(1);
  await expect(footer.getByRole('navigation', { name: 'Company' })).toBeVisible();
  await expect(footer.getByRole('navigation', { name: 'Help' })).toBeVisible();
  await expect(
    page.getByText(`© ${new Date().getFullYear()} Kinglife LLC. All rights reserved.`),
  ).toHaveCount(1);
  await page.goto(routes.services());
  await expect(page.getByRole('contentinfo')).toHaveCount(1);
});
