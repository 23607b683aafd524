import { useDispatch, useSelector } from 'react-redux';

/** `RootState` and `AppDispatch` are global types declared by app/ (app/providers/store-types.d.ts). */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
