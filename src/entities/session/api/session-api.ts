import {
  API,
  type CheckResponse,
  type ForgotPasswordInput,
  type LoginInput,
  type LoginResponse,
  type MessageResponse,
  type ResetPasswordInput,
  type SignupInput,
  type SignupResponse,
} from '@contract';
import { baseApi } from '@/shared/api';

export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    checkAuth: build.query<CheckResponse, undefined>({
      query: () => ({ url: API.auth.check }),
      providesTags: ['Session'],
    }),
    signUp: build.mutation<SignupResponse, SignupInput>({
      query: (body) => ({ url: API.auth.signup, method: 'POST', body }),
    }),
    signIn: build.mutation<LoginResponse, LoginInput>({
      query: (body) => ({ url: API.auth.login, method: 'POST', body }),
    }),
    signOut: build.mutation<MessageResponse, undefined>({
      query: () => ({ url: API.auth.logout, method: 'POST' }),
    }),
    forgotPassword: build.mutation<MessageResponse, ForgotPasswordInput>({
      query: (body) => ({ url: API.auth.forgotPassword, method: 'POST', body }),
    }),
    resetPassword: build.mutation<MessageResponse, ResetPasswordInput & { id: string; token: string }>({
      query: ({ id, token, ...body }) => ({ url: API.auth.resetPassword(id, token), method: 'POST', body }),
    }),
  }),
});

export const {
  useCheckAuthQuery,
  useLazyCheckAuthQuery,
  useSignUpMutation,
  useSignInMutation,
  useSignOutMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
} = sessionApi;
