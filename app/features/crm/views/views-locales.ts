import type { LocaleShape } from "#app/lib/i18n/shape.ts";

/**
 * Texts of the lists' saved views (the tabs above a list's filters, saving and deleting a view):
 * merged into the `admin` namespace by app/features/crm/locales.ts. French is the reference.
 */
export const viewsFr = {
  validation: {
    viewNameTaken: "Vous avez déjà une vue de ce nom sur cette liste.",
    viewNotFound: "Cette vue n'existe plus.",
    viewNotYours: "Seuls son auteur et les administrateurs peuvent supprimer une vue d'équipe.",
    tooManyViews: "Vous avez atteint le nombre maximal de vues sur cette liste (30).",
  },
  sections: {
    savedViews: {
      label: "Vues enregistrées",
      all: "Toutes",
      team: "équipe",
      teamLabel: "{{name}} (vue d'équipe de {{author}})",
      save: "Enregistrer cette vue",
      name: "Nom de la vue",
      shared: "Visible par toute l'équipe",
      saveButton: "Enregistrer la vue",
      delete: "Supprimer",
      deleteLabel: "Supprimer la vue «\u00a0{{name}}\u00a0»",
      saved: "Vue enregistrée.",
      deleted: "Vue supprimée.",
      rename: "Renommer une vue",
      renameWhich: "Vue à renommer",
      newName: "Nouveau nom",
      renameButton: "Renommer",
      renamed: "Vue renommée.",
    },
  },
};

export const viewsEn = {
  validation: {
    viewNameTaken: "You already have a view with this name on this list.",
    viewNotFound: "This view no longer exists.",
    viewNotYours: "Only its author and administrators can delete a team view.",
    tooManyViews: "You have reached the maximum number of views on this list (30).",
  },
  sections: {
    savedViews: {
      label: "Saved views",
      all: "All",
      team: "team",
      teamLabel: "{{name}} (team view by {{author}})",
      save: "Save this view",
      name: "View name",
      shared: "Visible to the whole team",
      saveButton: "Save view",
      delete: "Delete",
      deleteLabel: "Delete the view “{{name}}”",
      saved: "View saved.",
      deleted: "View deleted.",
      rename: "Rename a view",
      renameWhich: "View to rename",
      newName: "New name",
      renameButton: "Rename",
      renamed: "View renamed.",
    },
  },
} satisfies LocaleShape<typeof viewsFr>;
