// Moved to components/ai (the admin's assistants page shows it too); kept for this feature's imports.
export { AssistantAvatar } from '@/components/ai/assistant-avatar';
