import { horizontalListSortingStrategy, SortableContext, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { HeaderGroup } from '@tanstack/react-table';
import { ColumnDrag } from './ColumnDrag';
import { HeaderCell, type HeaderCellProps } from './HeaderCell';

/**
 * The header rows with their columns draggable (dnd-kit). Loaded after the table's first
 * paint (useColumnDrag.ts): until then the same headers are drawn without it.
 */
export function DraggableHeaders<T>({
  groups,
  cell,
  items,
  labelOf,
  onMove,
}: {
  groups: HeaderGroup<T>[];
  cell: (header: HeaderGroup<T>['headers'][number]) => Omit<HeaderCellProps<T>, 'drag'>;
  /** The columns that may be dragged, in their shown order. */
  items: string[];
  labelOf: (id: string) => string;
  onMove: (id: string, overId: string) => void;
}) {
  return (
    <ColumnDrag labelOf={labelOf} onMove={onMove}>
      {groups.map((group, index) => (
        <tr key={group.id} aria-rowindex={index + 1}>
          <SortableContext items={items} strategy={horizontalListSortingStrategy}>
            {group.headers.map((header) => (
              <SortableHeaderCell key={header.id} {...cell(header)} />
            ))}
          </SortableContext>
        </tr>
      ))}
    </ColumnDrag>
  );
}

function SortableHeaderCell<T>(props: Omit<HeaderCellProps<T>, 'drag'>) {
  const { listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: props.header.column.id,
    disabled: !props.arrangeable,
  });
  return (
    <HeaderCell
      {...props}
      drag={{
        setNodeRef,
        handle: { ...listeners },
        style: {
          transform: CSS.Translate.toString(transform),
          transition,
          zIndex: isDragging ? 2 : undefined,
        },
        isDragging,
      }}
    />
  );
}
