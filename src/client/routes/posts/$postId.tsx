import { createFileRoute } from '@tanstack/react-router';
import { PostPage } from '../../features/share/post-page';
import { loadScreenMessages } from '../../i18n/screen-messages';

export const Route = createFileRoute('/posts/$postId')({
  staticData: { titleKey: 'title.post' },
  loader: loadScreenMessages,
  component: PostRoute,
});

function PostRoute() {
  const { postId } = Route.useParams();
  // Keyed: another post starts from its own loading state.
  return <PostPage key={postId} postId={postId} />;
}
