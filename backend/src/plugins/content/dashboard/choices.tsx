// The two controls of the content forms that pick other content: a FAQ's category and a blog
// post's tags (by id, from the Admin API's lists).
import { api, Checkbox, Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@vendure/dashboard';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';

import type { ValueInput } from './content-screens';
import { blogTagsDocument, faqCategoriesDocument } from './documents';

export const CategorySelect: ValueInput = ({ value, onChange }) => {
  const { t } = useLingui();
  const { data } = useQuery({ queryKey: ['shopContentFaqCategories'], queryFn: () => api.query(faqCategoriesDocument) });
  const categories: Array<{ id: string; name: string }> = data?.faqCategories.items ?? [];
  return (
    <Select
      items={Object.fromEntries(categories.map((category) => [category.id, category.name]))}
      value={(value as string | undefined) ?? undefined}
      onValueChange={(next) => {
        if (next != null) onChange(String(next));
      }}
    >
      <SelectTrigger>
        <SelectValue placeholder={t`Choose a category`} />
      </SelectTrigger>
      <SelectContent>
        {categories.map((category) => (
          <SelectItem key={category.id} value={category.id}>
            {category.name}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
};

export const TagChoice: ValueInput = ({ value, onChange }) => {
  const { data } = useQuery({ queryKey: ['shopContentBlogTags'], queryFn: () => api.query(blogTagsDocument) });
  const chosen = new Set((value as string[] | undefined) ?? []);
  const tags: Array<{ id: string; name: string }> = data?.blogTags.items ?? [];
  return (
    <div className="space-y-2">
      {tags.map((tag) => (
        <label key={tag.id} className="flex items-center gap-2 text-sm">
          <Checkbox
            checked={chosen.has(tag.id)}
            onCheckedChange={(checked) => onChange(checked ? [...chosen, tag.id] : [...chosen].filter((id) => id !== tag.id))}
          />
          {tag.name}
        </label>
      ))}
    </div>
  );
};
