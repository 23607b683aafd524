import { render, screen } from '@testing-library/react';
import { LeadContactActions } from './lead-contact-actions';

describe('LeadContactActions', () => {
  it('offers a call, WhatsApp and an e-mail to a lead with an address', () => {
    render(<LeadContactActions lead={{ name: 'Ravi Kumar', countryCode: '+91', phone: '9876543210', email: 'ravi@example.in' }} />);
    expect(screen.getByRole('link', { name: 'Call Ravi Kumar on +91 9876543210' })).toHaveAttribute('href', 'tel:+919876543210');
    expect(screen.getByRole('link', { name: 'E-mail Ravi Kumar at ravi@example.in' })).toHaveAttribute('href', 'mailto:ravi@example.in');
  });

  it('offers no e-mail to a lead that left a phone number only (a brochure request)', () => {
    render(<LeadContactActions lead={{ name: 'Ravi Kumar', countryCode: '+91', phone: '9876543210', email: '' }} />);
    expect(screen.getByRole('link', { name: 'Call Ravi Kumar on +91 9876543210' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /WhatsApp Ravi Kumar/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /E-mail/ })).not.toBeInTheDocument();
  });
});
