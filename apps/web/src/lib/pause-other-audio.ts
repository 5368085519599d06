/** One sound at a time: every other audio element of the page stops when `playing` starts. */
export function pauseOtherAudio(playing: HTMLMediaElement): void {
  for (const audio of document.querySelectorAll('audio'))
    if (audio !== playing && !audio.paused) audio.pause();
}
