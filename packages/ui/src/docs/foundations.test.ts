import { describe, expect, it } from 'vitest';
import { kitIcons } from './foundations';

describe('the icons page', () => {
  it('reads single- and multi-line imports of lucide-react, types and aliases left out', () => {
    const icons = kitIcons({
      '../components/a/a.tsx': "import { XIcon } from 'lucide-react';",
      '../blocks/b/b.tsx': `import {\n  ArrowLeftIcon,\n  type LucideIcon,\n  XIcon as Close,\n} from 'lucide-react';`,
    });
    expect([...icons.keys()]).toEqual(['ArrowLeftIcon', 'XIcon']);
    expect(icons.get('XIcon')).toEqual(['components/a', 'blocks/b']);
  });

  it('finds the icons the kit imports', () => {
    expect(kitIcons().get('CheckIcon')).toContain('components/checkbox');
  });
});
