import { screen, within } from '@testing-library/react';
import { formatCourseDate, NO_OPEN_BATCH_MESSAGE } from '@contract';
import { batchDto, courseSummaryDto, dayFromToday, renderWithProviders } from '@/shared/lib/test';
import { CourseCard } from './course-card';

jest.setTimeout(20_000);

/** The card's facts as a visitor reads them: each term with its value. */
function facts(): Record<string, string> {
  const card = screen.getByTestId('course-card');
  const terms = [...card.querySelectorAll('dt')];
  return Object.fromEntries(terms.map((dt) => [dt.textContent ?? '', dt.nextElementSibling?.textContent ?? '']));
}

describe('CourseCard', () => {
  it('shows the modules, duration, fee with its EMI, the next batch dates and the instructor', () => {
    const nextBatch = batchDto({ startDate: '2099-11-06', applyBy: '2099-11-01' });
    renderWithProviders(<CourseCard course={courseSummaryDto({ title: 'Data Science', lessons: 47, nextBatch })} />);
    const card = screen.getByTestId('course-card');
    expect(within(card).getByRole('heading', { level: 2, name: 'Data Science' })).toBeInTheDocument();
    expect(facts()).toEqual({
      Modules: '47 Modules',
      Duration: '20 Weeks',
      Fee: '₹45,000No-cost EMI from ₹7,500 a month',
      Starts: 'Nov 06th 2099',
      'Apply by': 'Nov 01st 2099',
    });
    expect(within(card).getByText('Nov 06th 2099')).toHaveAttribute('datetime', '2099-11-06');
    expect(within(card).getByText('Nov 01st 2099')).toHaveAttribute('datetime', '2099-11-01');
    expect(within(card).getByText('Priya Raghavan')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Avatar of Priya Raghavan' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /^View Course ?: Data Science$/ })).toHaveAttribute('href', '/courses/data-science');
    expect(screen.queryByText(NO_OPEN_BATCH_MESSAGE)).not.toBeInTheDocument();
  });

  it('shows a trainer without a photo by their initials', () => {
    const course = courseSummaryDto();
    renderWithProviders(<CourseCard course={{ ...course, instructor: { ...course.instructor, avatar: '' } }} />);
    const card = screen.getByTestId('course-card');
    expect(within(card).queryByRole('img', { name: /Avatar/ })).not.toBeInTheDocument();
    expect(card).toHaveTextContent('PRPriya Raghavan');
  });

  it('says new dates are coming when no batch is open', () => {
    renderWithProviders(
      <CourseCard course={courseSummaryDto({ nextBatch: null, fee: { amount: 30000, emi: null, scholarship: null } })} />,
    );
    expect(facts()).toEqual({ Modules: '40 Modules', Duration: '20 Weeks', Fee: '₹30,000', 'Next batch': NO_OPEN_BATCH_MESSAGE });
    expect(screen.getByTestId('course-card').querySelector('time')).toBeNull();
  });

  it('never shows a batch whose apply-by day has passed, even if the page still has it', () => {
    const closed = batchDto({ startDate: dayFromToday(3), applyBy: dayFromToday(-1) });
    renderWithProviders(<CourseCard course={courseSummaryDto({ nextBatch: closed })} />);
    expect(screen.getByText(NO_OPEN_BATCH_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText(formatCourseDate(closed.startDate))).not.toBeInTheDocument();
    expect(screen.queryByText(formatCourseDate(closed.applyBy))).not.toBeInTheDocument();
    expect(screen.queryByText('Starts')).not.toBeInTheDocument();
  });

  it('still takes applications on the apply-by day itself', () => {
    const lastDay = batchDto({ startDate: dayFromToday(5), applyBy: dayFromToday(0) });
    renderWithProviders(<CourseCard course={courseSummaryDto({ nextBatch: lastDay })} />);
    expect(facts()['Apply by']).toBe(formatCourseDate(lastDay.applyBy));
  });
});
