import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { storyProfiles } from './whatsapp-profile.story-data.js';
import { WhatsAppProfileForm } from './WhatsAppProfileForm.js';

const meta = {
  title: 'Settings/Channels/WhatsApp/Business profile',
  component: WhatsAppProfileForm,
  args: {
    profile: storyProfiles.filled,
    saving: false,
    onSave: fn(),
    resetting: false,
    onReset: fn(),
    photo: { busy: false, saved: false, onUpload: fn(), onChoose: fn() },
  },
  decorators: [(Story) => <div style={{ maxWidth: 1100 }}>{Story()}</div>],
} satisfies Meta<typeof WhatsAppProfileForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A profile never filled in: every field empty, the industry Other, no photo. */
export const Empty: Story = { args: { profile: storyProfiles.empty } };

/** Demo Coffee's profile: every field and both websites, with its photo. */
export const Filled: Story = {};

/** Too long an about text, an e-mail that is not one and a website without http://. */
export const WithProblems: Story = { args: { profile: storyProfiles.withProblems } };

/** The server refused the photo: its own error, under the file input. */
export const PhotoError: Story = {
  args: {
    photo: {
      busy: false,
      saved: false,
      photoError: 'The photo must be a JPEG or PNG image.',
      onUpload: fn(),
    },
  },
};

/** The photo was uploaded: the new one is shown and said so. */
export const PhotoSaved: Story = {
  args: { photo: { busy: false, saved: true, onUpload: fn() } },
};

/** Saving: the Save button shows it is on its way. */
export const Saving: Story = { args: { saving: true } };

/** The server refused the profile: its message above the buttons. */
export const SaveFailed: Story = {
  args: { error: 'The e-mail address is not one WhatsApp takes.' },
};

/** At the narrowest the page is shown (1024 px screens, the settings menu beside it). */
export const Narrow: Story = {
  decorators: [(Story) => <div style={{ width: 700 }}>{Story()}</div>],
};
