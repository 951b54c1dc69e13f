import type { Preview } from '@storybook/react-vite';
import '@smm/ui';

const preview: Preview = {
  parameters: {
    layout: 'centered',
    controls: { expanded: true },
  },
};

export default preview;
