// Which seats a computer must answer for: a seat whose only action is taking back a committed
// secret choice has nothing to do (the pass-and-play table's rule, src/ui/table/turns.ts).

export function isWithdraw(action: { type: string }): boolean {
  return action.type === 'withdraw';
}
