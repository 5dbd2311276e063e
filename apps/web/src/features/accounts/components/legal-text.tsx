import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
}

/** A scrollable block of numbered legal sections, shared by the agreement and privacy layers. */
export function LegalText({ intro, sections }: { intro: string; sections: readonly LegalSection[] }) {
  return (
    <Box
      data-testid="legal-text"
      sx={{
        maxHeight: { xs: '55vh', sm: 420 },
        overflowY: 'auto',
        pr: 1,
        fontSize: 14,
        lineHeight: 1.8,
        color: 'text.primary',
      }}
    >
      <Typography sx={{ fontSize: 14, lineHeight: 1.8, mb: 1.5 }}>{intro}</Typography>
      {sections.map((section) => (
        <Box key={section.heading} component="section" sx={{ mb: 1.5 }}>
          <Typography component="h3" sx={{ fontSize: 14, fontWeight: 600, mb: 0.5 }}>
            {section.heading}
          </Typography>
          {section.paragraphs.map((paragraph) => (
            <Typography key={paragraph} sx={{ fontSize: 14, lineHeight: 1.8, color: 'text.secondary' }}>
              {paragraph}
            </Typography>
          ))}
        </Box>
      ))}
    </Box>
  );
}
