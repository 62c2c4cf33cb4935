import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

interface SubmitButtonProps extends Omit<ButtonProps, 'type'> {
  pending: boolean;
}

/** A submit button that shows progress and cannot be pressed twice while a call is running. */
export function SubmitButton({
  pending,
  disabled,
  children,
  startIcon,
  ...props
}: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      variant="contained"
      disabled={disabled || pending}
      aria-busy={pending}
      {...props}
      startIcon={pending ? <CircularProgress size={18} color="inherit" aria-hidden /> : startIcon}
    >
      {children}
    </Button>
  );
}
