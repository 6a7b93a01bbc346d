// Messages shared by every part of Atril: locations of bad input and generic checks.
export const es = {
  'error.at': '{tab}, fila {row}, columna {column}: {message}',
  'error.atRow': '{tab}, fila {row}: {message}',
  'error.atArg': 'Argumento {arg}: {message}',
  'error.notNumber': '«{value}» no es un número',
  'error.date':
    '«{value}» es una fecha, no un número: la hoja convirtió en fecha lo que se escribió (para varias rondas, sepáralas con comas: 3, 5)',
  'error.notInteger': '«{value}» no es un número entero',
  'error.negative': '«{value}» no puede ser negativo',
  'error.outOfRange': '«{value}» debe estar entre {min} y {max}',
  'error.atLeast': '«{value}» debe ser como mínimo {min}',
  'error.notPositive': '«{value}» debe ser mayor que 0',
  'error.sizeMismatch': 'los rangos no tienen el mismo tamaño ({a} y {b})',
  'error.empty': 'el rango está vacío',
  'error.missingColumn': 'falta la columna «{column}» en la fila de encabezados',
  'error.internal': 'error interno: {detail}',
  'error.number.ambiguous':
    '«{value}» es ambiguo: ¿{thousands} (con separador de miles) o {decimal} (con decimales)? Escribe el número sin separador de miles',
  'error.header.resembles':
    'el encabezado «{value}» se parece a «{column}», pero no es ese nombre y la columna «{column}» hace falta: cámbialo a «{column}»',
  'error.header.twice': 'las columnas «{other}» ({letter}) y «{value}» son las dos «{column}»: deja solo una',
  'warn.header.resembles':
    'el encabezado «{value}» se parece a «{column}», pero no es ese nombre: Atril no lee esta columna. Si es «{column}», cámbiale el nombre',
  'warn.header.alsoPresent':
    'el encabezado «{value}» se parece a «{column}», que ya está en la columna {letter}: Atril no lee esta columna',
  'error.score.ambiguous':
    '«{value}» es ambiguo: ¿separador de miles o decimales? Una puntuación es un número entero; escríbela sin puntos ni comas (p. ej. 412)',
  'error.score.tooHigh': '«{value}» es más de {max} puntos: ¿un error al teclear? Corrige la puntuación',
} as const;

export const en: { [K in keyof typeof es]: string } = {
  'error.at': '{tab}, row {row}, column {column}: {message}',
  'error.atRow': '{tab}, row {row}: {message}',
  'error.atArg': 'Argument {arg}: {message}',
  'error.notNumber': '"{value}" is not a number',
  'error.date':
    '"{value}" is a date, not a number: the sheet turned what was typed into a date (for several rounds, separate them with commas: 3, 5)',
  'error.notInteger': '"{value}" is not a whole number',
  'error.negative': '"{value}" cannot be negative',
  'error.outOfRange': '"{value}" must be between {min} and {max}',
  'error.atLeast': '"{value}" must be at least {min}',
  'error.notPositive': '"{value}" must be greater than 0',
  'error.sizeMismatch': 'the ranges are not the same size ({a} and {b})',
  'error.empty': 'the range is empty',
  'error.missingColumn': 'the header row has no "{column}" column',
  'error.internal': 'internal error: {detail}',
  'error.number.ambiguous':
    '"{value}" is ambiguous: {thousands} (with a thousands separator) or {decimal} (with decimals)? Type the number without a thousands separator',
  'error.header.resembles':
    'the header "{value}" resembles "{column}" but is not that name, and the "{column}" column is needed: rename it "{column}"',
  'error.header.twice': 'the columns "{other}" ({letter}) and "{value}" are both "{column}": keep only one',
  'warn.header.resembles':
    'the header "{value}" resembles "{column}" but is not that name: Atril does not read this column. If it is "{column}", rename it',
  'warn.header.alsoPresent':
    'the header "{value}" resembles "{column}", which is already column {letter}: Atril does not read this column',
  'error.score.ambiguous':
    '"{value}" is ambiguous: a thousands separator or decimals? A score is a whole number; type it with no separator at all (e.g. 412)',
  'error.score.tooHigh': '"{value}" is more than {max} points: a typing error? Correct the score',
};
