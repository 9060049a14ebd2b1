/** One address suggestion, from either response shape the spec names (§7 "Address lookup"). */
export interface PlaceSuggestion {
  placeId: string;
  description: string;
  mainText: string;
  secondaryText: string;
}

interface LegacyPrediction {
  place_id: string;
  description: string;
  structured_formatting?: { main_text?: string; secondary_text?: string };
}
interface NewSuggestion {
  placePrediction?: {
    placeId: string;
    text?: { text?: string };
    structuredFormat?: { mainText?: { text?: string }; secondaryText?: { text?: string } };
  };
}

/** predictions (place_id, description, structured_formatting) or suggestions (placePrediction …). */
export function placeSuggestions(
  body: { predictions?: LegacyPrediction[]; suggestions?: NewSuggestion[] } | undefined,
): PlaceSuggestion[] {
  if (!body) return [];
  if (body.predictions) {
    return body.predictions.map((p) => ({
      placeId: p.place_id,
      description: p.description,
      mainText: p.structured_formatting?.main_text ?? p.description,
      secondaryText: p.structured_formatting?.secondary_text ?? '',
    }));
  }
  return (body.suggestions ?? []).flatMap(({ placePrediction: p }) => {
    if (!p) return [];
    const description = p.text?.text ?? '';
    return [
      {
        placeId: p.placeId,
        description,
        mainText: p.structuredFormat?.mainText?.text ?? description,
        secondaryText: p.structuredFormat?.secondaryText?.text ?? '',
      },
    ];
  });
}
