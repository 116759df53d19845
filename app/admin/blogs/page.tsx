import { Suspense } from 'react';
import { BlogsScreen } from '@/features/blog/admin/BlogsScreen';

/** Static: the screen reads ?category= in the browser (hence the Suspense boundary). */
export default function AdminBlogsPage() {
  return (
    <Suspense>
      <BlogsScreen />
    </Suspense>
  );
}
