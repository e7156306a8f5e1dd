// A poster row still to be drawn holds the place of its posters (spec: 112 by 160, two title
// lines), so the page keeps its height as rows come in: one plain block, not the pulsing skeleton's
// posters. A row is drawn before it reaches the screen; elements and animations there would only
// cost a phone.
export function PendingPosters() {
  return (
    <div aria-hidden="true" className="px-4 pb-2">
      {/* A 160 px poster and its 4 px gap, then the title lines a drawn poster keeps. */}
      <div className="rounded-md bg-slate-200 dark:bg-slate-800">
        <div className="h-[10.25rem]" />
        <div className="min-h-poster-title" />
      </div>
    </div>
  )
}
