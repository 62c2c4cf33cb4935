export const authKeys = {
  all: ['auth'] as const,
  profile: () => [...authKeys.all, 'profile'] as const,
  logout: () => [...authKeys.all, 'logout'] as const,
};
