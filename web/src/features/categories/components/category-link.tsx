import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Category } from '../../../config/categories';
import { paths } from '../../../config/paths';
import { recordCategoryAccess } from '../api/record-category-access';

/** A link to a category's results that also records the category access. */
export function CategoryLink({
  category,
  className,
  children,
}: {
  category: Category;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <Link
      to={paths.searchResult.category(category.id, category.title)}
      className={className}
      onClick={() => recordCategoryAccess(category.id)}
    >
      {children ?? category.title}
    </Link>
  );
}
