import type { Localization } from '@mui/material/locale';

/**
 * MUI's zhCN texts (@mui/material/locale), with the one difference that matters at start-up: MUI's module builds
 * its Intl.NumberFormat('zh-CN') when it is evaluated, which loads the locale's ICU data inside the first long task
 * of every page (about 25 ms, 90 ms on a phone's slower CPU; issue 22), for numbers only the table pagination ever
 * formats. Here the formatter is made on first use. theme-locale.test.ts holds the texts to MUI's.
 */
let formatter: Intl.NumberFormat | null | undefined;
function formatNumber(value: number): string {
  if (formatter === undefined) {
    try {
      formatter = new Intl.NumberFormat('zh-CN');
    } catch {
      formatter = null;
    }
  }
  return Number.isFinite(value) && formatter ? formatter.format(value) : String(value);
}

export const zhCNLocale: Localization = {
  components: {
    MuiBreadcrumbs: { defaultProps: { expandText: '展开' } },
    MuiTablePagination: {
      defaultProps: {
        getItemAriaLabel: (type) => {
          if (type === 'first') return '第一页';
          if (type === 'last') return '最后一页';
          if (type === 'next') return '下一页';
          return '上一页';
        },
        labelRowsPerPage: '每页行数:',
        labelDisplayedRows: ({ from, to, count }) =>
          `第 ${formatNumber(from)} 条到第 ${formatNumber(to)} 条，${count !== -1 ? `共 ${formatNumber(count)} 条` : `至少 ${formatNumber(to)} 条`}`,
      },
    },
    MuiRating: {
      defaultProps: {
        getLabelText: (value) => `${value} 颗星`,
        emptyLabelText: '无标签',
      },
    },
    MuiAutocomplete: {
      defaultProps: {
        clearText: '清空',
        closeText: '关闭',
        loadingText: '加载中……',
        noOptionsText: '没有可用选项',
        openText: '打开',
      },
    },
    MuiAlert: { defaultProps: { closeText: '关闭' } },
    MuiPagination: {
      defaultProps: {
        'aria-label': '分页导航',
        getItemAriaLabel: (type, page, selected) => {
          if (type === 'page') return `${selected ? '' : '转到'}第 ${page} 页`;
          if (type === 'first') return '转到第一页';
          if (type === 'last') return '转到最后一页';
          if (type === 'next') return '转到下一页';
          return '转到上一页';
        },
      },
    },
  },
};
