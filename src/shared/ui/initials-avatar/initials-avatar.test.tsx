import { render, screen } from '@testing-library/react';
import { InitialsAvatar, avatarColourOf, initialsOf } from './initials-avatar';

describe('InitialsAvatar', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initialsOf('Ravi Kumar')).toBe('RK');
    expect(initialsOf('  anjali  ')).toBe('A');
    expect(initialsOf('Dr. S. Venkat Rao')).toBe('DR');
    expect(initialsOf('')).toBe('?');
  });

  it('gives one name one colour', () => {
    expect(avatarColourOf('Ravi Kumar')).toBe(avatarColourOf('Ravi Kumar'));
  });

  it('shows the initials when there is no photo, and the photo when there is', () => {
    const { container, rerender } = render(<InitialsAvatar name="Meera Iyer" />);
    expect(container.textContent).toBe('MI');
    rerender(<InitialsAvatar name="Meera Iyer" src="/images/meera.webp" />);
    expect(screen.getByRole('presentation', { hidden: true }).getAttribute('src')).toBe('/images/meera.webp');
  });
});
