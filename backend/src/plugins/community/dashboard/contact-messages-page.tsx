// The contact messages as they arrived (each is also emailed to the shop), newest first, with
// their attachment to download (the dashboard's session opens it).
import { Badge, Page, PageBlock, PageLayout, PageTitle, api } from '@vendure/dashboard';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { contactMessagesDocument, contactSubjectLabelsDocument } from './documents';
import { PAGE_SIZE, PagingBar } from './paging-bar';

const kilobytes = (size: number) => `${Math.max(1, Math.round(size / 1024))} KB`;

export function ContactMessagesPage() {
  const [page, setPage] = useState(1);
  const { data, isPending } = useQuery({
    queryKey: ['communityContactMessages', page],
    queryFn: () => api.query(contactMessagesDocument, { options: { skip: (page - 1) * PAGE_SIZE, take: PAGE_SIZE } }),
  });
  const messages = data?.contactMessages.items ?? [];
  const { data: subjects } = useQuery({
    queryKey: ['communityContactSubjectLabels'],
    queryFn: () => api.query(contactSubjectLabelsDocument),
    retry: false,
  });
  const subjectOf = (contactId: number) =>
    subjects?.contactSubjects.items.find((subject) => subject.contactId === contactId)?.label ?? `Subject ${contactId}`;

  return (
    <Page pageId="community-contact-messages">
      <PageTitle>Contact messages</PageTitle>
      <PageLayout>
        <PageBlock column="main" blockId="contact-messages">
          <div className="flex flex-col gap-4">
            {isPending ? <p className="text-sm text-muted-foreground">Loading…</p> : null}
            {!isPending && messages.length === 0 ? <p className="text-sm text-muted-foreground">No message yet.</p> : null}
            <ul className="flex flex-col gap-3">
              {messages.map((message) => {
                const name = [message.firstName, message.lastName].filter(Boolean).join(' ');
                return (
                  <li key={message.id} aria-label={`Message from ${message.email}`} className="flex flex-col gap-1 rounded-md border p-4">
                    <div className="flex flex-wrap items-center gap-2">
                      <strong>{name || message.email}</strong>
                      {name ? <span className="text-sm text-muted-foreground">{message.email}</span> : null}
                      <Badge variant="secondary">{subjectOf(message.contactId)}</Badge>
                      <Badge variant="outline">{message.languageCode}</Badge>
                      <span className="text-xs text-muted-foreground">{new Date(message.createdAt).toLocaleString()}</span>
                    </div>
                    <p className="whitespace-pre-wrap break-words text-sm">{message.message}</p>
                    {message.attachment ? (
                      <a
                        href={message.attachment.url}
                        download={message.attachment.originalName}
                        className="text-sm text-primary underline"
                      >
                        {message.attachment.originalName} ({kilobytes(message.attachment.size)})
                      </a>
                    ) : null}
                  </li>
                );
              })}
            </ul>
            <PagingBar page={page} totalItems={data?.contactMessages.totalItems ?? 0} onPage={setPage} />
          </div>
        </PageBlock>
      </PageLayout>
    </Page>
  );
}
