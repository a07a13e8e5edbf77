#!/usr/bin/env python3
"""Writes the scene `popsplit-bench render` draws (Sources/popsplit-bench/Benches/RenderBenchScene.swift):
a mail app of about 200 visible nodes once its folders popover shows. The editors' keystroke
benchmark (scripts/editors-bench.sh) types into row 5's subject, as the daemon's own keystroke
figure does.

Usage: render-bench-scene.py [INDENT] > scene.json   (INDENT spaces a level, default 2: 70 KB;
1 gives 45 KB)
"""
import json
import sys

INBOX_ROWS, FOLDER_ROWS = 18, 16
SENDERS = ["Anna Haro", "Daniel Higgins", "David Taylor", "Hank Zakroff", "John Appleseed", "Kate Bell"]
FOLDERS = ["Inbox", "VIP", "Drafts", "Sent", "Junk", "Trash", "Archive", "Work", "Family", "Travel",
           "Receipts", "Newsletters", "Projects", "Later", "Shared", "Notes"]


def message_row(i, subject=None):
    return {
        "id": f"row{i}", "kind": "button", "frame": [0, i * 44, 768, 44],
        "autoresizing": ["flexibleWidth"], "action": {"custom": "openMessage"},
        "subviews": [
            {"id": f"row{i}Avatar", "kind": "image", "frame": [8, 4, 36, 36]},
            {"id": f"row{i}From", "kind": "label", "frame": [52, 3, 480, 20], "title": SENDERS[i % len(SENDERS)]},
            {"id": f"row{i}Subject", "kind": "label", "frame": [52, 23, 560, 18],
             "title": subject if subject is not None else f"Re: plans for week {i + 1}, agenda and notes"},
            {"id": f"row{i}Date", "kind": "label", "frame": [650, 3, 90, 20],
             "autoresizing": ["flexibleLeftMargin"], "title": f"10:{10 + i} AM"},
            {"id": f"row{i}Flag", "kind": "image", "frame": [742, 26, 14, 14], "autoresizing": ["flexibleLeftMargin"]},
        ],
    }


def document(subject="Lunch on Friday"):
    inbox = {
        "id": "inbox", "title": "Inbox",
        "navigationItem": {
            "leftItems": [{"id": "editItem", "systemItem": "edit"}],
            "rightItems": [{"id": "composeItem", "systemItem": "compose"}, {"id": "sortItem", "title": "Sort"}],
        },
        "toolbarItems": [
            {"id": "refreshItem", "systemItem": "refresh"},
            {"systemItem": "flexibleSpace"},
            {"id": "updatedItem", "title": "Updated Just Now", "width": 220},
            {"systemItem": "flexibleSpace"},
            {"id": "mailboxesItem", "title": "Mailboxes", "action": {"presentPopover": "foldersPopover"}},
            {"id": "trashItem", "systemItem": "trash"},
        ],
        "views": [
            {"id": "mailSearch", "kind": "searchBar", "frame": [0, 0, 768, 44], "autoresizing": ["flexibleWidth"],
             "title": "Search Inbox"},
            {"id": "messages", "kind": "table", "frame": [0, 44, 768, 823],
             "autoresizing": ["flexibleWidth", "flexibleHeight"],
             "subviews": [message_row(i, subject if i == 5 else None) for i in range(INBOX_ROWS)]},
        ],
    }
    folder_rows = [{
        "id": f"folder{i}", "kind": "button", "frame": [0, i * 44, 320, 44], "action": {"custom": "openFolder"},
        "subviews": [
            {"id": f"folder{i}Icon", "kind": "image", "frame": [10, 8, 28, 28]},
            {"id": f"folder{i}Name", "kind": "label", "frame": [48, 12, 200, 20], "title": FOLDERS[i % len(FOLDERS)]},
            {"id": f"folder{i}Count", "kind": "label", "frame": [262, 12, 44, 20], "title": str(i * 7 % 40)},
        ],
    } for i in range(FOLDER_ROWS)]
    folders = {
        "id": "foldersNav", "type": "navigation",
        "children": [{
            "id": "folders", "title": "Mailboxes", "contentSizeForViewInPopover": [320, 704],
            "navigationItem": {"rightItems": [{"id": "foldersDone", "systemItem": "done", "action": {"dismissPopover": True}}]},
            "views": [{"id": "folderTable", "kind": "table", "frame": [0, 0, 320, 704], "subviews": folder_rows}],
        }],
    }
    return {
        "popsplit": 1, "device": "ipad", "profile": "ios6", "orientation": "portrait",
        "root": {
            "id": "tabs", "type": "tabBar", "selectedIndex": 0,
            "children": [
                {"id": "mailNav", "type": "navigation", "tabBarTitle": "Mail", "toolbarHidden": False, "children": [inbox]},
                {"id": "contacts", "title": "Contacts"},
                {"id": "calendar", "title": "Calendar"},
                {"id": "settingsTab", "title": "Settings"},
            ],
        },
        "controllers": [folders],
        "popovers": [{"id": "foldersPopover", "content": "foldersNav"}],
    }


if __name__ == "__main__":
    # Indented as a person's document is: an editor's view of a real document.
    print(json.dumps(document(), indent=int(sys.argv[1]) if len(sys.argv) > 1 else 2))
