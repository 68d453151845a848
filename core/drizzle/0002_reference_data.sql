-- The spec's fixed reference data and its id-based rules, as rows.
INSERT INTO provinces (id, name) VALUES
  (1, 'CABA'), (2, 'Buenos Aires'), (3, 'Catamarca'), (4, 'Chaco'), (5, 'Chubut'), (6, 'Córdoba'),
  (7, 'Corrientes'), (8, 'Entre Rios'), (9, 'Formosa'), (10, 'Jujuy'), (11, 'La Pampa'), (12, 'La Rioja'),
  (13, 'Mendoza'), (14, 'Misiones'), (15, 'Neuquén'), (16, 'Rio Negro'), (17, 'Salta'), (18, 'San Juan'),
  (19, 'San Luis'), (20, 'Santa Cruz'), (21, 'Santa Fe'), (22, 'Santiago del Estero'), (23, 'Tierra del Fuego'),
  (24, 'Tucumán');
--> statement-breakpoint
INSERT INTO categories (id, local_id, title, image_src) VALUES
  (1, 'mothers', 'Mothers', '/categories/mothers.svg'),
  (2, 'procesadores', 'Procesadores', '/categories/procesadores.svg'),
  (3, 'placas-de-video', 'Placas de video', '/categories/placas-de-video.svg'),
  (4, 'monitores', 'Monitores', '/categories/monitores.svg'),
  (5, 'perifericos', 'Periféricos', '/categories/perifericos.svg'),
  (6, 'almacenamiento', 'Almacenamiento', '/categories/almacenamiento.svg'),
  (7, 'fuentes', 'Fuentes', '/categories/fuentes.svg'),
  (8, 'memorias-ram', 'Memorias Ram', '/categories/memorias-ram.svg'),
  (9, 'gabinetes', 'Gabinetes', '/categories/gabinetes.svg'),
  (10, 'refrigeracion', 'Refrigeración', '/categories/refrigeracion.svg'),
  (11, 'otras', 'Otras', '/categories/otras.svg'),
  (12, 'sin-categoria', 'Sin Categoria', '/categories/sin-categoria.svg');
--> statement-breakpoint
INSERT INTO store_statuses (id, name) VALUES (1, 'Activa'), (2, 'Inactiva');
--> statement-breakpoint
INSERT INTO config_rules (key, value, description) VALUES
  ('price_threshold', '100', 'Listings priced at or under this amount never appear'),
  ('hidden_products_by_category', '{"9": [567803], "4": [405896, 660868]}', 'Product ids hidden from a category''s listings'),
  ('public_stores_excluded', '[145]', 'Store ids left out of the public store list; their banners are not clickable'),
  ('store_chart_excluded', '[80, 82, 83]', 'Store ids left out of the Acceso a Tiendas chart'),
  ('featured_excluded', '[]', 'Product ids never shown among Destacados (the spec names four without giving them)');
