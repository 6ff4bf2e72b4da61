import { domAnimation } from 'motion/react';

/** Motion's animation features, loaded after the first screen (see app/providers.tsx). */
export const motionFeatures = domAnimation;
