import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LiveSummary } from './live-summary';

describe('LiveSummary', () => {
  it('is a polite region on the page before its message, which then appears inside it', () => {
    const { rerender } = render(<LiveSummary message={null} />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();

    rerender(<LiveSummary message={{ severity: 'error', text: 'Incorrect email or password' }} />);
    expect(screen.getByRole('status')).toBe(region);
    expect(region).toHaveTextContent('Incorrect email or password');
    // Polite, not an interrupting alert.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
