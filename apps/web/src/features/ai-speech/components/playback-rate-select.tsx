import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { PLAYBACK_RATES } from '../utils/speech-form';
import { speedLabel } from '../utils/speech-labels';

interface PlaybackRateSelectProps {
  value: number;
  onChange: (rate: number) => void;
}

/** How fast the player plays what was made (the audio is not made again). */
export function PlaybackRateSelect({ value, onChange }: PlaybackRateSelectProps) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={id} className="text-sm whitespace-nowrap text-muted-foreground">
        Playback speed
      </Label>
      <NativeSelect
        id={id}
        value={String(value)}
        onChange={(event) => onChange(Number(event.target.value))}
        className="h-9 w-24"
      >
        {PLAYBACK_RATES.map((rate) => (
          <option key={rate} value={rate}>
            {speedLabel(rate)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
