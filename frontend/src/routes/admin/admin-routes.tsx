import { Navigate, useRoutes } from 'react-router-dom';
import { CONTENT_KINDS } from '@shared/content-kinds';
import { TranslatableScreen } from '@/platform/translations/translatable-screen';
import { RichTextInputContext, type RichTextInputProps } from '@/platform/translations/rich-text-input';
import { BodyTranslationInput } from '@/features/article/body-translation-input';
import { AdminLayout } from './admin-layout';
import * as Pages from './admin-pages';
import { RequireAuth } from './require-auth';

/** A rich text (an article's body) is translated with the article's own editor. */
const translateRichText = (props: RichTextInputProps) => <BodyTranslationInput {...props} />;

/** The admin area's routes (docs/product/screens.md, ADRs 0007 and 0023), under /admin/*: loaded with the admin code. */
export function AdminRoutes() {
  return useRoutes([
    {
      element: <RequireAuth />,
      children: [
        {
          element: <AdminLayout />,
          children: [
            { index: true, element: <Pages.DashboardPage /> },
            ...CONTENT_KINDS.map(({ kind, menu }) => {
              const Page = Pages.CONTENT_KIND_PAGES[kind];
              // Every content screen has the site's languages: in another than the default, its texts to translate.
              const element = (
                <RichTextInputContext.Provider value={translateRichText}>
                  <TranslatableScreen kind={kind}>
                    <Page />
                  </TranslatableScreen>
                </RichTextInputContext.Provider>
              );
              return { path: menu.path.replace(/^\/admin\//, ''), element };
            }),
            { path: 'homepage', element: <Navigate to="/admin/homepage-settings" replace /> },
            { path: 'notifications', element: <Pages.NotificationsAdminPage /> },
            { path: 'media', element: <Pages.MediaLibraryPage /> },
            { path: 'inbox', element: <Pages.InboxAdminPage /> },
            { path: 'conversations/:id?', element: <Pages.ConversationsPage /> },
            { path: 'releases', element: <Pages.ReleasesPage /> },
            { path: 'activity', element: <Pages.ActivityPage /> },
            { path: 'admins', element: <Pages.AdminAccountsPage /> },
            { path: '*', element: <Navigate to="/admin" replace /> },
          ],
        },
      ],
    },
  ]);
}
