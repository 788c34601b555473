/** Sample names of the demo seed and the large bench data set. */
export const FIRST = [
  'Aarav',
  'Diya',
  'Ishaan',
  'Kiara',
  'Rohan',
  'Saanvi',
  'Vivaan',
  'Anika',
  'Kabir',
  'Meera',
  'Arjun',
  'Riya',
  'Aditya',
  'Nisha',
  'Karthik',
  'Pooja',
];
export const LAST = ['Sharma', 'Patel', 'Nair', 'Reddy', 'Iyer', 'Gupta', 'Menon', 'Das', 'Kapoor', 'Joshi', 'Bose', 'Pillai'];
