import { render, screen } from '@testing-library/react';
import { AdminPageHeader, ListLoadError } from './admin-page-header';

describe('AdminPageHeader', () => {
  it("shows the page's one h1 and its actions", () => {
    render(
      <AdminPageHeader title="Manage Courses">
        <button type="button">Add Course</button>
      </AdminPageHeader>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Manage Courses' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Course' })).toBeInTheDocument();
  });
});

describe('ListLoadError', () => {
  it('says which list failed, once, as an alert', () => {
    render(<ListLoadError what="courses" />);
    expect(screen.getByRole('alert')).toHaveTextContent('The courses could not be loaded. Please refresh the page.');
  });

  it('points at the filters when the list follows them', () => {
    render(<ListLoadError what="leads" filtered />);
    expect(screen.getByRole('alert')).toHaveTextContent('The leads could not be loaded. Check the filters or refresh the page.');
  });
});
