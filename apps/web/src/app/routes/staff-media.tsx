import { pageTitle } from '../../config/app';
import { paths } from '../../config/paths';
import { MediaCourseList } from '../../features/staff-media/components/media-course-list';

/** `/staff/media`: the on-demand courses and their recordings. */
function StaffMediaPage() {
  return (
    <>
      <title>{pageTitle('Media')}</title>
      <MediaCourseList hrefFor={paths.staffCourseMedia} />
    </>
  );
}

export { StaffMediaPage as Component };
