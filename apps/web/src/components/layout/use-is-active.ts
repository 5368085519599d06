import { useLocation } from 'react-router';

/** Whether a nav target is the current page; `/#pricing` counts only while that hash is shown. */
export function useIsActive(): (to: string) => boolean {
  const { pathname, hash } = useLocation();
  return (to) => {
    const [targetPath = '/', targetHash] = to.split('#');
    if (targetHash) return pathname === targetPath && hash === `#${targetHash}`;
    if (targetPath === '/') return pathname === '/' && hash === '';
    return pathname === targetPath || pathname.startsWith(`${targetPath}/`);
  };
}
