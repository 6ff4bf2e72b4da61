import { abbreviateNumber } from '@kamao/contract/format';
import { COMMON_TEXTS } from '../../../lib/common-texts';
import { Icon } from '../../../components/icon';
import { useChannelStatistics } from '../api/channel-statistics';
import { useTexts } from '../../../lib/texts';
import { SITE_TEXTS } from '../site-texts';

/**
 * The channel-subscribe block (docs/product/site-and-pages.md#home-page): subscribers, views and
 * videos, refreshed every 60 s, and a Subscribe link. Hidden while no channel is configured (the
 * server answers 404) or the numbers cannot be had.
 */
export function ChannelBlock() {
  const common = useTexts(COMMON_TEXTS);
  const t = useTexts(SITE_TEXTS).channel;
  const channel = useChannelStatistics();
  if (!channel.data) return null;
  const { channelUrl, subscribers, views, videos } = channel.data;
  const figures = [
    { label: t.subscribers, value: subscribers },
    { label: t.views, value: views },
    { label: t.videos, value: videos },
  ];

  return (
    <section aria-labelledby="channel-title" className="mx-auto max-w-7xl px-4 pt-10">
      <div className="flex flex-col gap-5 rounded-2xl bg-gradient-to-br from-rose-600 to-rose-700 p-5 text-white shadow-sm sm:p-6 lg:flex-row lg:items-center lg:justify-between">
        <div className="flex items-start gap-4">
          <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-white/15">
            <Icon name="youtube" className="size-7" />
          </span>
          <div>
            <h2 id="channel-title" className="text-lg font-bold sm:text-xl">
              {t.title}
            </h2>
            <p className="mt-1 text-sm text-rose-50/90">{t.text}</p>
          </div>
        </div>
        <dl className="grid grid-cols-3 gap-3 text-center">
          {figures.map((figure) => (
            <div key={figure.label} className="rounded-xl bg-white/10 px-3 py-2">
              <dt className="text-xs text-rose-50/90">{figure.label}</dt>
              <dd className="text-xl font-extrabold tabular-nums">
                {abbreviateNumber(figure.value)}
              </dd>
            </div>
          ))}
        </dl>
        <a
          href={channelUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center justify-center gap-2 rounded-xl bg-white px-5 py-3 font-semibold text-rose-700 shadow hover:bg-rose-50"
        >
          <Icon name="youtube" className="size-5" />
          {t.subscribe}
          <span className="sr-only">{common.common.opensInNewTab}</span>
        </a>
      </div>
    </section>
  );
}
