export { Button, type ButtonProps, buttonVariants } from './button'
export { cn } from './cn'
