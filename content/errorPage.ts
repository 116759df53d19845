/**
 * The site's error page (app/[locale]/error.tsx), in both languages. Kept
 * apart and short: an error boundary's script is part of every page of its segment.
 */
export const errorPageText = {
  en: {
    title: 'Something went wrong on our side',
    text: 'This page could not be shown just now. Please try again; if it keeps happening, write to us and quote the reference below.',
    retry: 'Try again',
    home: 'Back to the home page',
    reference: 'Reference',
  },
  ar: {
    title: 'حدث خطأ من جهتنا',
    text: 'تعذّر عرض هذه الصفحة الآن. يُرجى المحاولة مرة أخرى، وإن تكرّر ذلك فراسلنا واذكر الرقم المرجعي أدناه.',
    retry: 'حاول مرة أخرى',
    home: 'العودة إلى الصفحة الرئيسية',
    reference: 'الرقم المرجعي',
  },
} as const;
