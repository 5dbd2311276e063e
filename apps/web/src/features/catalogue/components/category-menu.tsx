import AppsIcon from '@mui/icons-material/Apps';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { MenuCategory } from '@seqportal/contract';
import { Link as RouterLink } from 'react-router-dom';
import { paths, withQuery } from '@/config/paths';
import { useCategoryList } from '../api/get-category-list';
import { ErrorState } from './catalogue-states';

/** The home menu shows the first 6 top-level categories (spec part 1 section 9). */
export const HOME_MENU_CATEGORIES = 6;

export function categoryHref(category: Pick<MenuCategory, 'codeNo'>): string {
  return withQuery(paths.allGoods, { categoryNo: category.codeNo });
}

function CategoryBlock({ category }: { category: MenuCategory }) {
  return (
    <Box
      data-testid="category-menu-item"
      sx={{
        flex: '1 0 auto',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        px: 2,
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
        '&:hover': { bgcolor: 'surface.tinted' },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography
          sx={{
            fontWeight: 600,
            fontSize: 14,
            color: 'text.primary',
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
          }}
        >
          {category.title}
        </Typography>
        <Button
          component={RouterLink}
          to={categoryHref(category)}
          size="small"
          sx={{ minWidth: 0, px: 0.75, py: 0, fontSize: 12, flexShrink: 0 }}
        >
          查看全部
        </Button>
      </Box>
      {category.children.length > 0 && (
        <Box
          sx={{
            mt: 0.25,
            display: 'flex',
            flexWrap: 'wrap',
            columnGap: 1.25,
            rowGap: 0.25,
            maxHeight: 40,
            overflow: 'hidden',
          }}
        >
          {category.children.map((child) => (
            <Link
              key={child.id}
              component={RouterLink}
              to={categoryHref(child)}
              sx={{ fontSize: 12, color: 'text.secondary', whiteSpace: 'nowrap', '&:hover': { color: 'primary.main' } }}
            >
              {child.title}
            </Link>
          ))}
        </Box>
      )}
    </Box>
  );
}

/** The left menu of the home page: each category with its child links and a 查看全部 button. */
export function CategoryMenu() {
  const { data, isPending, isError, refetch } = useCategoryList();
  const categories = (data ?? []).slice(0, HOME_MENU_CATEGORIES);
  return (
    <Box
      component="nav"
      aria-label="商品分类"
      data-testid="category-menu"
      sx={{
        bgcolor: 'background.paper',
        borderRadius: 2,
        border: 1,
        borderColor: 'divider',
        overflow: 'hidden',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 2,
          py: 1.25,
          bgcolor: 'primary.main',
          color: 'common.white',
        }}
      >
        <AppsIcon fontSize="small" />
        <Typography sx={{ fontWeight: 600, fontSize: 15 }}>全部服务分类</Typography>
      </Box>
      {isPending ? (
        <Box sx={{ p: 2 }}>
          {Array.from({ length: HOME_MENU_CATEGORIES }, (_, i) => (
            <Box key={i} sx={{ mb: 1.5 }}>
              <Skeleton width="60%" />
              <Skeleton width="90%" height={16} />
            </Box>
          ))}
        </Box>
      ) : isError ? (
        <ErrorState text="分类加载失败" onRetry={() => void refetch()} />
      ) : categories.length === 0 ? (
        <Typography sx={{ p: 3, textAlign: 'center', color: 'text.secondary', fontSize: 14 }}>暂无分类</Typography>
      ) : (
        categories.map((category) => <CategoryBlock key={category.id} category={category} />)
      )}
    </Box>
  );
}
